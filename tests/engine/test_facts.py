"""The observations `check --infer-shapes` records (engine.facts): pure data, read defensively."""
from hybridlint.engine.facts import FileFacts, Observed, ObservedFacts, source_digest


def _facts(tmp_path, text="x = 1\n"):
    path = tmp_path / "m.py"
    path.write_text(text)
    ff = FileFacts(source_digest(text), {3: {"x": Observed("tensor", (2, 4)),
                                            "xs": Observed("container", None, "tensor", 2)}})
    return ObservedFacts({str(path.resolve()): ff}), path


def test_round_trip_and_lookup(tmp_path):
    facts, path = _facts(tmp_path)
    again = ObservedFacts.from_json(facts.to_json())
    ff = again.for_source("m.py", "x = 1\n", str(tmp_path))
    assert ff.at(3, "x") == Observed("tensor", (2, 4))
    assert ff.at(3, "xs").elements == "tensor" and ff.at(3, "xs").runs == 2
    assert ff.at(4, "x") is None and ff.at(3, "y") is None
    assert again.digest == facts.digest


def test_other_text_or_path_gets_nothing(tmp_path):
    facts, path = _facts(tmp_path)
    assert facts.for_source("m.py", "x = 2\n", str(tmp_path)) is None
    assert facts.for_source("other.py", "x = 1\n", str(tmp_path)) is None
    assert ObservedFacts({}).for_source("m.py", "x = 1\n", str(tmp_path)) is None


def test_digest_changes_with_any_observation(tmp_path):
    a, _ = _facts(tmp_path)
    b, _ = _facts(tmp_path)
    b.files[next(iter(b.files))].lines[3]["x"] = Observed("tensor", (2, 5))
    assert a.digest != b.digest


def test_malformed_json_is_dropped_not_raised():
    assert ObservedFacts.from_json({"format": 99}).files == {}
    assert ObservedFacts.from_json([]).files == {}
    data = {"format": 1, "files": {
        "/p/a.py": {"digest": "d", "lines": {
            "3": {"ok": {"kind": "tensor", "shape": [2, 3]},
                  "bad_kind": {"kind": "banana"},
                  "bad_shape": {"kind": "tensor", "shape": [2, -1]},
                  "bool_dim": {"kind": "tensor", "shape": [True]},
                  "not_a_dict": 7},
            "x": {"ok": {"kind": "scalar"}},
            "4": "nope"}},
        "/p/b.py": {"lines": {}},
        "/p/c.py": "nope"}, "notes": ["n", 3]}
    facts = ObservedFacts.from_json(data)
    assert list(facts.files) == ["/p/a.py"]
    assert facts.files["/p/a.py"].lines == {3: {"ok": Observed("tensor", (2, 3))}}
    assert facts.notes == ["n"]


def test_describe():
    assert Observed("tensor", (2, 3)).describe() == "an NDArray of shape (2, 3)"
    assert Observed("container", None, "tensor").describe() == "a python list/tuple of NDArrays"
    assert Observed("np-array", None).describe() == "an mx.np array"
