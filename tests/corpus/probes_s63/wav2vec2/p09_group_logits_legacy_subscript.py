"""Gumbel quantizer ported from PyTorch (fairseq): the two groups' logits taken as `logits[:, :, :V]` and `logits[:, :, V:]` -- legacy subscripts of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class SlicedGroups(HybridBlock):
    def __init__(self, dim=8, num_vars=4, **kwargs):
        super(SlicedGroups, self).__init__(**kwargs)
        self._v = num_vars
        with self.name_scope():
            self.weight_proj = nn.Dense(2 * num_vars, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        logits = self.weight_proj(x)
        g0 = F.softmax(logits[:, :, :self._v], axis=-1)
        g1 = F.softmax(logits[:, :, self._v:], axis=-1)
        return F.concat(g0, g1, dim=-1)


Net = SlicedGroups
