"""The first parse without ``__init__`` bodies (engine/stubs.py, pipeline.STUB_INITS): a reader
of a stubbed body trips and the file is analysed from its whole text, so the findings are
those of the whole text whichever readers have learnt to do without the bodies."""
from __future__ import annotations

import ast
import textwrap

import libcst as cst
import pytest

from hybridlint.engine import ProjectIndex, index_module, pipeline
from hybridlint.engine.reduce import reduce_source
from hybridlint.engine.stubs import NeedsBody, StubbedStatements, stub_bodies
from hybridlint.engine.walk import iter_descendants, small_statements
from hybridlint.fixers import all_fixers
from hybridlint.rules import all_rules, analyze

NET = textwrap.dedent('''
    from mxnet.gluon import HybridBlock, nn


    class Net(HybridBlock):
        def __init__(self, units=4, **kwargs):
            super().__init__(**kwargs)
            # a comment
            with self.name_scope():
                self.fc = nn.Dense(units)
                self.w = self.params.get("w", shape=(1, units))

        def hybrid_forward(self, F, x, w):
            return self.fc(x) + w


    class Decorated(HybridBlock):
        @staticmethod
        def __init__(self):
            self.a = 1

        def hybrid_forward(self, F, x):
            return x


    class OneLine(HybridBlock):
        def __init__(self): super().__init__()

        def hybrid_forward(self, F, x):
            return x


    class Nested(HybridBlock):
        def __init__(self):
            super().__init__()

            class Inner(HybridBlock):
                def hybrid_forward(self, F, x):
                    return x
            self.inner = Inner()

        def hybrid_forward(self, F, x):
            return self.inner(x)
''')


def _reduce(source: str, stub: bool = True):
    tree = ast.parse(source)
    index = index_module(source, "net.py")
    return reduce_source(source, tree, index, ProjectIndex([index]), True, stub)


def test_stubbed_text_keeps_every_line_and_replaces_only_chosen_bodies():
    red = _reduce(NET)
    assert red.stubbed == {6}            # only Net.__init__: decorated, one-line, holding a class
    lines, stubbed = red.text.splitlines(keepends=True), red.stubbed_text.splitlines(keepends=True)
    assert len(lines) == len(stubbed)
    assert stubbed[6] == "        pass\n"
    assert all(not s.strip() for s in stubbed[7:11])
    assert stubbed[:6] == lines[:6] and stubbed[11:] == lines[11:]
    assert _reduce(NET, stub=False).stubbed_text is None


def _stubbed_module():
    red = _reduce(NET)
    module = cst.parse_module(red.stubbed_text)
    assert stub_bodies(module, red.stubbed, pipeline._kept_classes(red)) == 1
    init = module.body[1].body.body[0]
    assert init.name.value == "__init__"
    return module, init


@pytest.mark.parametrize("read", [
    lambda m, fn: list(fn.body.body),
    lambda m, fn: len(fn.body.body),
    lambda m, fn: fn.body.body[0],
    lambda m, fn: bool(fn.body.body),
    lambda m, fn: fn.body.body + (),
    lambda m, fn: fn.body.body.header,
    lambda m, fn: list(iter_descendants(fn)),
    lambda m, fn: list(small_statements(fn.body)),
    lambda m, fn: m.code_for_node(m.body[1]),
], ids=["iterate", "len", "index", "truth", "concatenate", "field", "walk", "statements", "codegen"])
def test_every_read_of_a_stubbed_body_trips(read):
    module, init = _stubbed_module()
    assert type(init.body) is cst.IndentedBlock       # what walks dispatch on stays a block
    assert isinstance(init.body.body, StubbedStatements)
    with pytest.raises(NeedsBody):
        read(module, init)


def test_the_rest_of_the_tree_reads_as_parsed():
    module, init = _stubbed_module()
    assert init.params.params[1].name.value == "units"
    forward = module.body[1].body.body[1]
    assert module.code_for_node(forward).strip().startswith("def hybrid_forward")


def _sources():
    for rule in all_rules():
        for i, src in enumerate(rule.VALID):
            yield pytest.param(src, id=f"{rule.code}-valid-{i}")
        for i, case in enumerate(rule.INVALID):
            yield pytest.param(case.code, id=f"{rule.code}-invalid-{i}")
    for fixer in all_fixers():
        for i, ex in enumerate(fixer.EXAMPLES):
            yield pytest.param(ex.before, id=f"{fixer.code}-{fixer.name}-{i}")
    yield pytest.param(NET, id="net")


@pytest.mark.parametrize("source", list(_sources()))
def test_findings_with_stubs_are_those_of_the_whole_text(source, monkeypatch):
    source = textwrap.dedent(source)
    monkeypatch.setattr(pipeline, "STUB_INITS", False)
    whole = analyze(source, "example.py")
    monkeypatch.setattr(pipeline, "STUB_INITS", True)
    stubbed = analyze(source, "example.py")
    assert stubbed == whole
    assert [d.extra for d in stubbed] == [d.extra for d in whole]


def test_the_analysis_after_a_trip_gets_the_whole_cpu_budget_again():
    # (a stubbed attempt that tripped late must not time out a file the whole text's analysis
    # finishes in time)
    signal = pytest.importorskip("signal")
    if not hasattr(signal, "setitimer"):
        pytest.skip("no setitimer")
    pipeline._rearm()                                   # outside a file's deadline: nothing
    assert signal.getitimer(signal.ITIMER_PROF)[0] == 0
    with pipeline._deadline(30.0):
        signal.setitimer(signal.ITIMER_PROF, 1.0, 0.05)     # (as if 29 s were spent)
        pipeline._rearm()
        assert signal.getitimer(signal.ITIMER_PROF)[0] > 29.0
    assert signal.getitimer(signal.ITIMER_PROF)[0] == 0


SHAPED = textwrap.dedent('''
    import numpy as np
    from mxnet.gluon import HybridBlock


    class Scale(HybridBlock):
        def __init__(self, channels=8, **kwargs):
            super().__init__(**kwargs)
            shape = (1, 3)
            with self.name_scope():
                self.gamma = self.params.get("gamma", shape=shape)
                self.k = self.params.get_constant("k", np.eye(3))

        def hybrid_forward(self, F, x, gamma, k):
            y = F.ones((4, 3, 5)) * gamma
            return F.dot(x, k) + y
''')


@pytest.mark.parametrize("source", [SHAPED, NET], ids=["shaped", "net"])
def test_declared_shapes_and_constants_are_read_without_a_trip(source, monkeypatch):
    # param_shapes and the constant readers parse a stubbed __init__ on its own
    # (HybridClass.readable_methods) instead of tripping into a second analysis of the file
    monkeypatch.setattr(pipeline, "STUB_INITS", False)
    whole = analyze(source, "example.py")
    trips = []
    monkeypatch.setattr(pipeline, "_rearm", lambda: trips.append(1))
    monkeypatch.setattr(pipeline, "STUB_INITS", True)
    stubbed = analyze(source, "example.py")
    assert stubbed == whole
    assert trips == []


INHERITED = textwrap.dedent('''
    from mxnet.gluon import HybridBlock


    class Base(HybridBlock):
        def __init__(self, scale=2.0, **kwargs):
            super(Base, self).__init__(**kwargs)
            self._scale = scale

        def hybrid_forward(self, F, pred, label):
            return F.mean(pred * self._scale - label, axis=1)


    class Weighted(Base):
        def __init__(self, weights=(0.4, 1.0), **kwargs):
            super(Weighted, self).__init__(**kwargs)
            self.weights = weights
            self._scale = 3.0

        def _weighted(self, F, *inputs):
            label = inputs[2]
            loss = []
            for i in range(len(inputs) - 1):
                loss.append(super(Weighted, self).hybrid_forward(F, inputs[i], label))
            return loss[0] + self.weights[0] * loss[1]

        def hybrid_forward(self, F, *inputs):
            return self._weighted(F, *inputs)
''')


def test_a_base_method_run_for_a_subclass_is_read_without_a_trip(monkeypatch):
    # the proof of what `super().hybrid_forward(...)` returns reads the classes between the caller
    # and the method's owner for `self.<attr> =` stores, their stubbed __init__ included: they are
    # walked as HybridClass.readable_methods parses them (readable_descendants), not tripped over
    # (gluoncv's ICNetLoss was analysed twice)
    from hybridlint.engine import scopes
    walked = []
    own = scopes.HybridClass.readable_descendants
    monkeypatch.setattr(scopes.HybridClass, "readable_descendants",
                        lambda self: (walked.append(self.name), own(self))[1])
    monkeypatch.setattr(pipeline, "STUB_INITS", False)
    whole = analyze(INHERITED, "example.py")
    trips = []
    monkeypatch.setattr(pipeline, "_rearm", lambda: trips.append(1))
    monkeypatch.setattr(pipeline, "STUB_INITS", True)
    stubbed = analyze(INHERITED, "example.py")
    assert stubbed == whole
    assert "Weighted" in walked and trips == []


TABLE = textwrap.dedent('''
    from mxnet.gluon import HybridBlock


    def avg_pool(F, x):
        return F.Pooling(x, pool_type="avg", kernel=(2, 2))


    def max_pool(F, x):
        return F.Pooling(x, pool_type="max", kernel=(2, 2)).asnumpy()


    POOLS = {"avg": avg_pool, "max": max_pool}


    class Net(HybridBlock):
        def __init__(self, pool="avg", **kwargs):
            super().__init__(**kwargs)
            self._pool = POOLS[pool]

        def hybrid_forward(self, F, x):
            return self._pool(F, x)
''')


def test_a_helper_picked_from_a_table_in_init_is_found_without_a_trip(monkeypatch):
    # `self._pool = POOLS[pool]` in a stubbed __init__: the values held are read as
    # HybridClass.readable_methods parses it (ScopeFinder._held_pick; gluoncv's hrnet.py was
    # analysed twice), and max_pool's `.asnumpy()` is still reached
    monkeypatch.setattr(pipeline, "STUB_INITS", False)
    whole = analyze(TABLE, "example.py")
    trips = []
    monkeypatch.setattr(pipeline, "_rearm", lambda: trips.append(1))
    monkeypatch.setattr(pipeline, "STUB_INITS", True)
    stubbed = analyze(TABLE, "example.py")
    assert stubbed == whole and [d.code for d in stubbed] == ["HYB002"]
    assert trips == []


HELPERS = textwrap.dedent('''
    from mxnet.gluon import HybridBlock, nn


    class Net(HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            self._build(4)

        def _build(self, units):
            with self.name_scope():
                self.fc = nn.Dense(units)

        def _scale(self, y):
            self.last = y
            return y * 2

        def hybrid_forward(self, F, x):
            return self._scale(self.fc(x))
''')


def test_methods_kept_for_what_they_hold_are_stubbed_unless_scope_like_code_names_them():
    # `_build` is kept for its `self.fc =` (declared children) and named by no scope-like code:
    # left out of the first parse like `__init__`; `_scale` is called from hybrid_forward (a
    # helper the finder reads), so its body is parsed
    red = _reduce(HELPERS)
    assert red.stubbed == {6, 10}
    assert "self.last = y" in red.stubbed_text and "self.fc = nn.Dense" not in red.stubbed_text


def test_findings_with_every_such_method_stubbed_are_those_of_the_whole_text(monkeypatch):
    source = HELPERS.replace("return self._scale(self.fc(x))", "return self.fc(x)")
    monkeypatch.setattr(pipeline, "STUB_INITS", False)
    whole = analyze(source, "example.py")
    monkeypatch.setattr(pipeline, "STUB_INITS", True)
    assert _reduce(source).stubbed == {6, 10, 14}
    assert analyze(source, "example.py") == whole


HELD_NAMES = textwrap.dedent('''
    from mxnet.gluon import HybridBlock, nn


    def window_partition(x, ws):
        B, H, W, C = x.shape
        return x.reshape((B, H // ws, ws, W // ws, ws, C))


    class Net(HybridBlock):
        def __init__(self, act=None, ws=4, **kwargs):
            super().__init__(**kwargs)
            self.act = act
            self.partition = window_partition
            self.ws = ws

        def hybrid_forward(self, F, x):
            return self.partition(self.act(x), self.ws)
''')


def test_a_store_of_no_module_function_is_read_from_the_stdlib_tree(monkeypatch):
    # `self.act = act` (a parameter) cannot hold a function of this module: _held_function says
    # no from the stdlib tree, without readable_methods' parse of the stubbed __init__, while
    # `self.partition = window_partition` is still followed; the answers are the whole text's
    from hybridlint.engine import scopes
    read = []
    own = scopes.HybridClass.readable_methods
    monkeypatch.setattr(scopes.HybridClass, "readable_methods", lambda self: (self._readable is None and read.append(self.name), own(self))[1])
    only_act = HELD_NAMES.replace("self.partition(self.act(x), self.ws)", "self.act(x)")
    for source in (HELD_NAMES, only_act):
        monkeypatch.setattr(pipeline, "STUB_INITS", False)
        whole = analyze(source, "example.py")
        monkeypatch.setattr(pipeline, "STUB_INITS", True)
        read.clear()
        stubbed = analyze(source, "example.py")
        assert stubbed == whole
        assert ("HYB001" in {d.code for d in stubbed}) == (source is HELD_NAMES)
        assert read == (["Net"] if source is HELD_NAMES else [])
    methods = {"__init__": ast.parse(HELD_NAMES).body[2].body[0]}
    stores = scopes._self_store_values(methods, scopes.Source(HELD_NAMES))
    assert {attr: [ast.unparse(v) for v in values] for attr, values in stores.items()} == {
        "act": ["act"], "partition": ["window_partition"], "ws": ["ws"]}


def test_a_store_of_no_table_item_is_read_from_the_stdlib_tree(monkeypatch):
    # `self.fc = nn.Dense(2)` is no item of a module table: _held_table_pick says no from the
    # stdlib tree, without parsing the stubbed __init__, while `self._pool(F, x)` is still
    # followed into max_pool (TABLE above); the answers are the whole text's
    from hybridlint.engine import scopes
    read = []
    own = scopes.HybridClass.readable_methods
    monkeypatch.setattr(scopes.HybridClass, "readable_methods",
                        lambda self: (self._readable is None and read.append(self.name), own(self))[1])
    with_fc = TABLE.replace("import HybridBlock", "import HybridBlock, nn").replace(
        "self._pool = POOLS[pool]", "self._pool = POOLS[pool]\n        self.fc = nn.Dense(2)")
    only_fc = with_fc.replace("return self._pool(F, x)", "return self.fc(x)")
    for source in (with_fc, only_fc):
        monkeypatch.setattr(pipeline, "STUB_INITS", False)
        whole = analyze(source, "example.py")
        monkeypatch.setattr(pipeline, "STUB_INITS", True)
        read.clear()
        stubbed = analyze(source, "example.py")
        assert stubbed == whole
        assert [d.code for d in stubbed] == (["HYB002"] if source is with_fc else [])
        assert read == (["Net"] if source is with_fc else [])


HANDED = textwrap.dedent('''
    from mxnet.gluon import HybridBlock, nn


    def scale(F, x):
        return x * 2


    class Net(HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            self.fc = nn.Dense(4)
            self.act = nn.HybridLambda(scale)

        def hybrid_forward(self, F, x):
            return self.act(self.fc(x)) + x.shape[0]
''')


def test_a_text_that_hands_a_function_to_tracing_gets_no_stubbed_parse(monkeypatch):
    # the scope finder reads every def body of such a text for the function handed over
    # (_find_handed_functions): a stubbed __init__ would trip there every time, so the first
    # parse is the whole text's; the findings are the same either way
    assert _reduce(HANDED).stubbed_text is None and _reduce(HANDED).stubbed == set()
    plain = HANDED.replace("nn.HybridLambda(scale)", "nn.Activation('relu')")
    assert _reduce(plain).stubbed == {10}
    trips = []
    real = pipeline._rearm
    monkeypatch.setattr(pipeline, "_rearm", lambda: (trips.append(1), real())[1])
    found = analyze(HANDED, "example.py")
    assert not trips
    monkeypatch.setattr(pipeline, "STUB_INITS", False)
    assert analyze(HANDED, "example.py") == found
    assert [(d.line, d.code) for d in found] == [(16, "HYB001")]


CONFIGURED = textwrap.dedent('''
    from mxnet.gluon import HybridBlock


    class Coder(HybridBlock):
        def __init__(self, stds=(0.1, 0.1, 0.2, 0.2), means=(0., 0., 0., 0.), **kwargs):
            super().__init__(**kwargs)
            self._means = means
            self._stds = stds

        def hybrid_forward(self, F, g, a):
            t0 = (F.log(g / a) - self._means[0]) / self._stds[0]
            return F.concat(t0, t0 * a.shape[0], dim=-1)
''')

THREADED = textwrap.dedent('''
    from mxnet.gluon import HybridBlock, nn


    class Unit(HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            self.spatial = nn.Conv2D(4, 3, padding=1)
            self.temporal = nn.Conv2D(4, 1)

        def both(self, x):
            return self.spatial(x) + self.temporal(x)

        def hybrid_forward(self, F, x):
            return F.relu(self.both(x))
''')


def _trips(monkeypatch, text: str) -> "tuple[int, list]":
    """(how many times the stubbed parse of ``text`` tripped, its findings), the findings
    checked against the analysis without stubs."""
    trips = []
    real = pipeline._rearm
    monkeypatch.setattr(pipeline, "_rearm", lambda: (trips.append(1), real())[1])
    found = analyze(text, "example.py")
    monkeypatch.setattr(pipeline, "STUB_INITS", False)
    assert analyze(text, "example.py") == found
    monkeypatch.setattr(pipeline, "STUB_INITS", True)
    return len(trips), found


def test_configuration_readers_read_a_stubbed_init_without_a_trip(monkeypatch):
    # what `self._means` holds is read from the class's text and __init__'s own parse
    # (_configured.whole_classes, _init_stores): no generated code or walk of the stubbed body
    assert _reduce(CONFIGURED).stubbed == {6}
    trips, found = _trips(monkeypatch, CONFIGURED)
    assert trips == 0
    assert [(d.line, d.code) for d in found] == [(12, "HYB024"), (13, "HYB001")]
    assert all(d.fix is not None for d in found)


def test_stubbed_bodies_are_read_from_the_text_for_the_words_they_spell(monkeypatch):
    # the walk of _thread_edits (every node it counts spells the helper's name) and
    # nd_name_or_import pass over a stubbed body that does not spell the word
    made = []

    class Recorded(pipeline.FileContext):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            made.append(self)

    monkeypatch.setattr(pipeline, "FileContext", Recorded)
    analyze(THREADED, "example.py")
    ctx = made[0]
    assert type(ctx.module.body[1].body.body[0].body.body) is StubbedStatements     # __init__
    assert ctx.stubbed_bodies_spell("temporal") and ctx.stubbed_bodies_spell("Conv2D")
    assert not ctx.stubbed_bodies_spell("both") and not ctx.stubbed_bodies_spell("nd")
    assert not ctx.stubbed_bodies_spell("tempo") and not ctx.stubbed_bodies_spell("emporal")
    cls = ctx.module.body[1]
    assert ctx.class_source(cls) == THREADED[THREADED.index("class Unit"):]
    assert ctx.class_source(cls.body.body[1]) is None       # a method, no top-level class


def test_threading_f_into_a_helper_reads_no_stubbed_body_that_cannot_name_it(monkeypatch):
    # the findings are the whole text's whether or not the stubbed __init__ spells the helper
    assert _reduce(THREADED).stubbed == {6}
    _, found = _trips(monkeypatch, THREADED)
    spelled = THREADED.replace("self.temporal = nn.Conv2D(4, 1)", "self.temporal = nn.Conv2D(4, 1)  # both")
    assert _trips(monkeypatch, spelled)[1] == found
