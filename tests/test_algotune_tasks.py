"AlgoTune tasks without the sandbox: references pass their validators over 20 seeds; validators reject bad answers."
import numpy as np
import pytest
from metaevolve.algotune.tasks import TASKS, get_task, reference_source
from metaevolve.algotune.codec import encode, decode, CodecError
from metaevolve.algotune.harness import algotune_score, openevolve_score, make_problems

@pytest.mark.parametrize("name", list(TASKS))
def test_reference_passes_20_seeds(name):
    t = TASKS[name]
    for seed in range(20):
        p = t.generate(t.tiny_n, seed)
        ok, why = t.validate(p, t.solve(p))
        assert ok, (name, seed, why)

@pytest.mark.parametrize("name", list(TASKS))
def test_generator_is_deterministic_and_survives_the_codec(name):
    t = TASKS[name]
    a, b = t.generate(t.tiny_n, 7), t.generate(t.tiny_n, 7)
    _, back = decode(encode(a))
    for x in (b, back):
        assert type(x) is type(a)
        np.testing.assert_array_equal(np.asarray(encode(x)), np.asarray(encode(a)))
    assert t.validate(back, t.solve(back))[0]

def test_formats_are_algotune_s():
    assert type(TASKS["convolve2d_full_fill"].generate(1, 0)) is tuple
    assert type(TASKS["polynomial_real"].generate(5, 0)) is list
    assert isinstance(TASKS["eigenvectors_complex"].generate(4, 0), np.ndarray)
    assert set(TASKS["psd_cone_projection"].solve(TASKS["psd_cone_projection"].generate(4, 0))) == {"X"}
    assert set(TASKS["fft_convolution"].generate(60, 0)) == {"signal_x", "signal_y", "mode"}
    assert "def solve(problem)" in reference_source("fft_convolution")

def test_known_rng_values():
    "Draw order as AlgoTune's: the image comes first from the legacy stream of the seed."
    p = TASKS["affine_transform_2d"].generate(3, 5)
    np.testing.assert_array_equal(p["image"], np.random.RandomState(5).rand(3, 3) * 255.0)
    a, b = TASKS["convolve2d_full_fill"].generate(1, 1234)
    np.testing.assert_array_equal(a, np.random.default_rng(1234).standard_normal((30, 30)))

def bad_variants(name, p, ref):
    "(label, solution) pairs every validator must reject."
    nanify = lambda x: np.full(np.shape(x), np.nan)
    if name == "affine_transform_2d":
        r = ref["transformed_image"]
        return [("nan", {"transformed_image": nanify(r)}), ("shape", {"transformed_image": r[:-1]}),
                ("noise", {"transformed_image": r + 1e-3}), ("key", {"image": r}), ("list", [r])]
    if name in ("convolve2d_full_fill", "fft_cmplx_scipy_fftpack"):
        return [("nan", nanify(ref)), ("scalar nan", np.nan), ("shape", ref[1:]), ("inf", np.where(True, np.inf, ref)),
                ("str", "abc"), ("dict", {"x": ref}), ("noise", ref * (1 + 1e-4))]
    if name == "eigenvectors_complex":
        return [("ndarray", np.array(ref)), ("short", ref[:-1]), ("order", ref[::-1]), ("nan", [[np.nan] * len(ref)] * len(ref)),
                ("unnormalised", [[2 * x for x in v] for v in ref])]
    if name == "fft_convolution":
        c = ref["convolution"]
        return [("nan", {"convolution": nanify(c)}), ("length", {"convolution": np.append(c, 0.0)}),
                ("noise", {"convolution": c + 1e-3}), ("none", None)]
    if name == "lu_factorization":
        P, L, U = (np.array(ref["LU"][k]) for k in "PLU")
        return [("PT", {"LU": {"P": P.T, "L": L, "U": U}}), ("f32", {"LU": {"P": P, "L": L.astype(np.float32) + 1e-4, "U": U}}),
                ("nan", {"LU": {"P": P, "L": nanify(L), "U": U}}), ("full L", {"LU": {"P": P, "L": L + 0.1, "U": U}}),
                ("missing", {"LU": {"P": P, "L": L}}), ("shape", {"LU": {"P": P, "L": L[:-1], "U": U}})]
    if name == "polynomial_real":
        return [("nan", [np.nan] * len(ref)), ("scalar nan", [np.nan]), ("ascending", ref[::-1]), ("short", ref[:-1]),
                ("complex", [complex(x, 1e-3) for x in ref])]
    if name == "psd_cone_projection":
        X = ref["X"]
        return [("nan", {"X": nanify(X)}), ("zeros", {"X": np.zeros_like(X)}), ("A", {"X": p["A"]}),
                ("asym", {"X": X + np.triu(np.ones_like(X), 1) * 1e-3}), ("shape", {"X": X[:-1, :-1]})]
    raise KeyError(name)

@pytest.mark.parametrize("name", list(TASKS))
def test_validators_reject_bad_answers(name):
    t = TASKS[name]
    p = t.generate(t.tiny_n, 3); ref = t.solve(p)
    for label, sol in bad_variants(name, p, ref):
        ok, why = t.validate(p, sol)
        assert not ok, (name, label)
        assert why

def test_eigenvectors_accept_any_phase():
    t = TASKS["eigenvectors_complex"]; p = t.generate(10, 1); ref = t.solve(p)
    rot = [[x * np.exp(1j * k) for x in v] for k, v in enumerate(ref)]
    assert t.validate(p, rot)[0]

def test_lu_accepts_arrays_and_psd_accepts_eigh():
    t = TASKS["lu_factorization"]; p = t.generate(12, 0); ref = t.solve(p)
    assert t.validate(p, {"LU": {k: np.array(v) for k, v in ref["LU"].items()}})[0]
    t = TASKS["psd_cone_projection"]; p = t.generate(12, 0)
    w, v = np.linalg.eigh(p["A"])
    assert t.validate(p, {"X": (v * np.maximum(w, 0)) @ v.T})[0]

def test_fft_convolution_same_uses_first_length():
    t = TASKS["fft_convolution"]
    p = {"signal_x": [1.0, 2.0, 3.0], "signal_y": [1.0, 1.0, 1.0, 1.0, 1.0], "mode": "same"}
    ref = t.solve(p)
    assert len(ref["convolution"]) == 3 and t.validate(p, ref)[0]
    assert not t.validate(p, {"convolution": np.convolve(p["signal_x"], p["signal_y"], mode="same")})[0]

def test_scores():
    assert algotune_score({"a": None, "b": 0.5}) == 1.0
    assert abs(algotune_score({"a": 4.0, "b": 1.0}) - 1.6) < 1e-12
    assert abs(openevolve_score({"a": 4.0, "b": 0.5, "c": None}) - 2 / (0.25 + 2)) < 1e-12

def test_problem_set_warmups_differ():
    ps = make_problems("psd_cone_projection", 6, 3)
    assert ps.seeds == [142, 143, 144]
    for p, w in zip(ps.problems, ps.warmups): assert not np.array_equal(p["A"], w["A"])
    ps1 = make_problems("psd_cone_projection", 6, 1)
    assert not np.array_equal(ps1.problems[0]["A"], ps1.warmups[0]["A"])

def test_codec_refuses_non_concrete():
    class Lazy:
        def __array__(self, dtype=None, copy=None): return np.zeros(2)
    with pytest.raises(CodecError): encode({"x": Lazy()})
    with pytest.raises(CodecError): encode(np.array(["a"]))
