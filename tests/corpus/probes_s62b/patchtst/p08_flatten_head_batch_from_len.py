"""PatchTST flatten head unfolding the channel-folded batch with `bs = len(z) // n_vars` and `z.reshape((bs, n_vars, -1))`, as a port of `z.reshape(-1, n_vars, ...)` bookkeeping does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4, 8)]


class LenFlattenHead(HybridBlock):
    def __init__(self, n_vars=3, pred_len=5, **kwargs):
        super().__init__(**kwargs)
        self._c = n_vars
        with self.name_scope():
            self.linear = nn.Dense(pred_len, flatten=False)

    def hybrid_forward(self, F, z):
        bs = len(z) // self._c
        flat = z.reshape((bs, self._c, -1))
        return self.linear(flat).transpose((0, 2, 1))


Net = LenFlattenHead
