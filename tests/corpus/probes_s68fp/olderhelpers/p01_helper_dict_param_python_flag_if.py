"""A helper method gets an options dict holding a python flag and a tensor mask; `if opts["causal"]:`
tests the flag (a python bool in both runs), `opts["mask"]` is applied by broadcast_mul."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5, 1)]


class OptsBlock(HybridBlock):
    def __init__(self, causal=True, **kwargs):
        super().__init__(**kwargs)
        self.causal = causal
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=4)

    def _apply(self, F, x, opts):
        h = self.proj(x)
        if opts["causal"]:
            h = F.broadcast_mul(h, opts["mask"])
        return h

    def hybrid_forward(self, F, x, mask):
        return self._apply(F, x, {"causal": self.causal, "mask": mask})


Net = OptsBlock
