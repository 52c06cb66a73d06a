"""sLSTM over a time-major (T, B, d) view whose loop runs `for t in range(len(xt))`: `len()` of a tensor
(one output of a symbol, the number of steps of an array)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class LenSteps(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = nn.Dense(4 * hidden, flatten=False)

    def hybrid_forward(self, F, x):
        xt = self.w(x).transpose((1, 0, 2))
        m = c = n = None
        for t in range(len(xt)):
            i_t, f_t, z_t, o_t = F.split(F.slice_axis(xt, axis=0, begin=t, end=t + 1).reshape((-3, 0)),
                                         num_outputs=4, axis=-1)
            if m is None:
                m, c, n = i_t, F.tanh(z_t), F.ones_like(i_t)
            else:
                m_new = F.maximum(f_t + m, i_t)
                i_g, f_g = F.exp(i_t - m_new), F.exp(f_t + m - m_new)
                c, n, m = f_g * c + i_g * F.tanh(z_t), f_g * n + i_g, m_new
        return F.sigmoid(o_t) * c / n


Net = LenSteps
