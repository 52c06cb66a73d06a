"""The positions _statement_positions computes with context._PositionState are libcst's own."""
import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider
from libcst.metadata.position_provider import PositionProvidingCodegenState

from hybridlint.engine.context import _PositionState

SOURCES = [
    '''import mxnet as mx


@mx.some.decorator(1,
                   2)
class Net(mx.gluon.HybridBlock):  # a comment
    """A docstring
    over lines."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense = mx.gluon.nn.Dense(
                4, flatten=False)   # trailing

    def hybrid_forward(self, F, x, *args, w=None):
        y = F.broadcast_add(x, x) if w is None else (x
             + w)
        s = """a
b""" + f"{y!r:>3}" + 'c' \\
            'd'
        for i, (a, b) in enumerate(args):
            y = y[:, i::2] * a ** -b
        lam = lambda q, *, r=1: q @ r
        return y, [z for z in args if z], {k: v for k, v in {}.items()}
''',
    "def f(a, /, b, *c, d, **e):\r\n    return (yield from a)\r\n",
    "x = [\n    1,\n    2,\n]\nif x:\n    pass\nelif not x:\n    del x\nelse:\n    try:\n        raise ValueError from None\n    except (A, B) as e:\n        pass\n    finally:\n        x: int = 3\n",
]


def _computed(state_type, module):
    provider = PositionProvider()
    state = state_type(default_indent=module.default_indent, default_newline=module.default_newline,
                       provider=provider)
    module._codegen(state)
    return provider._computed


def test_the_fast_state_gives_libcsts_positions():
    for source in SOURCES:
        module = cst.parse_module(source)
        fast = _computed(_PositionState, module)
        assert fast == _computed(PositionProvidingCodegenState, module)
        # and what the public provider resolves for the module
        assert fast == dict(MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider))


# Findings in the body of a long hybrid_forward: compound statements, comment lines before a
# statement, `;`-separated statements, a decorated nested def, a tab-indented method, a one-line
# body, and the def line itself (no body statement holds it).
FINDINGS = '''import mxnet as mx
from mxnet.gluon import HybridBlock


def deco(f):
    return f


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)

    def hybrid_forward(self, F, x, y):
        n = x.shape[0]
        # a comment line
        # and another

        z = x[0]; w = y.shape
        if x.sum() > 0:
            x += y
        with mx.autograd.pause():
            for i in range(3):
                a = x.asnumpy()
        @deco
        def inner(v):
            return v.shape
        return x[1] + inner(y)


class Tabbed(HybridBlock):
\tdef hybrid_forward(self, F, x):
\t\tm = x.shape
\t\treturn x[0]


class Short(HybridBlock):
    def hybrid_forward(self, F, x): return x[0]
'''


def _places(diagnostics):
    return [(d.code, d.line, d.col, d.end_line, d.end_col) for d in diagnostics]


def test_a_statement_of_a_function_body_generated_alone_gives_the_full_providers_positions(monkeypatch):
    from hybridlint import rules
    from hybridlint.engine import context

    served = []
    original = context.FileContext._statement_positions

    def spy(self, stmt, found=None):
        served.append(found is not None)
        return original(self, stmt, found)

    monkeypatch.setattr(context.FileContext, "_statement_positions", spy)
    fast = _places(rules.analyze(FINDINGS, "net.py"))
    assert len(fast) >= 8 and sum(served) >= 5     # the body statements' own path ran

    # the reference: no partial generation at all, libcst's provider over the whole module
    monkeypatch.setattr(context.FileContext, "_statement_positions", lambda self, stmt, found=None: None)
    assert fast == _places(rules.analyze(FINDINGS, "net.py"))


# A helper without F in a file importing only gluon: the fix adds `from mxnet import nd` after the
# last import, a top-level statement outside the class the walk is in.
IMPORT_ADDED = ("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def squash(self, s):\n        n2 = (s ** 2).sum(axis=-1).expand_dims(axis=-1)\n"
                "        return s * (n2 / (1 + n2) / (n2 + 1e-9) ** 0.5)\n\n"
                "    def hybrid_forward(self, F, x):\n        return self.squash(F.relu(x))\n")


def test_a_top_level_statement_outside_the_walked_one_is_generated_alone(monkeypatch):
    from hybridlint import rules

    resolved = []
    original = MetadataWrapper.resolve

    def spy(self, provider):
        resolved.append(provider)
        return original(self, provider)

    monkeypatch.setattr(MetadataWrapper, "resolve", spy)
    found = rules.analyze(IMPORT_ADDED, "net.py")
    edits = [e for d in found if d.fix is not None for e in d.fix.edits]
    assert any("from mxnet import nd" in e.text for e in edits)
    assert resolved == []       # the import's end came from that statement alone

    # the reference: libcst's provider over the whole module gives the same places and edits
    from hybridlint.engine import context
    monkeypatch.setattr(context.FileContext, "_statement_positions", lambda self, stmt, found=None: None)
    slow = rules.analyze(IMPORT_ADDED, "net.py")
    assert resolved and _places(found) == _places(slow) and [d.fix for d in found] == [d.fix for d in slow]
