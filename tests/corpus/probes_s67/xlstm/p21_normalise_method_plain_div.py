"""An sLSTM method without F normalises the cell by the normaliser's stabilised magnitude,
`c / n.abs().max(axis=-1, keepdims=True)`: a plain `/` of the (B, H) cell and a (B, 1) keepdims max."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class MethodNormalise(HybridBlock):
    def __init__(self, hidden=5, steps=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.w = nn.Dense(3 * hidden, flatten=False)

    def _readout(self, c, n, o):
        return o.sigmoid() * c / n.abs().max(axis=-1, keepdims=True)

    def hybrid_forward(self, F, x):
        g = self.w(x)
        c = n = None
        for t in range(self.steps):
            i_t, z_t, o_t = F.split(F.slice_axis(g, axis=1, begin=t, end=t + 1).reshape((0, -1)),
                                    num_outputs=3, axis=-1)
            i_g = F.exp(F.clip(i_t, -5, 5))
            c = i_g * F.tanh(z_t) if c is None else c + i_g * F.tanh(z_t)
            n = i_g if n is None else n + i_g
        return self._readout(c, n, o_t)


Net = MethodNormalise
