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
