"""XLNet multi-head projection sizing its heads from the projection's weight Parameter, `d_head = self.q.weight.shape[0] // self._h` (a python int), then `reshape((0, 0, self._h, d_head))` and `transpose`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class WeightShapedHeads(HybridBlock):
    def __init__(self, units=8, heads=2, **kwargs):
        super(WeightShapedHeads, self).__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units, use_bias=False)

    def hybrid_forward(self, F, h):
        d_head = self.q.weight.shape[0] // self._h
        q = self.q(h).reshape((0, 0, self._h, d_head)).transpose((0, 2, 1, 3))
        scores = F.batch_dot(q.reshape((-3, 0, 0)), q.reshape((-3, 0, 0)), transpose_b=True) / d_head ** 0.5
        return F.softmax(scores, axis=-1)


Net = WeightShapedHeads
