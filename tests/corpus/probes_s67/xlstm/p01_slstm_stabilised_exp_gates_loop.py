"""sLSTM cell over a python loop of the configured steps: the four pre-activations from an input and a
recurrent Dense split by `F.split`, exponential input/forget gates stabilised by the running max
m_t = max(f~ + m_{t-1}, i~), cell c_t, normaliser n_t, hidden h = sigmoid(o) * c / n."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class SLSTM(HybridBlock):
    def __init__(self, hidden=5, steps=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.w = nn.Dense(4 * hidden, flatten=False)
            self.r = nn.Dense(4 * hidden, use_bias=False, in_units=hidden)

    def hybrid_forward(self, F, x):
        wx = self.w(x)
        c = n = m = h = None
        for t in range(self.steps):
            pre = F.slice_axis(wx, axis=1, begin=t, end=t + 1).reshape((0, -1))
            if h is not None:
                pre = pre + self.r(h)
            i_t, f_t, z_t, o_t = F.split(pre, num_outputs=4, axis=-1)
            if m is None:
                m, c, n = i_t, F.exp(i_t - i_t) * F.tanh(z_t), F.ones_like(i_t)
            else:
                m_new = F.maximum(f_t + m, i_t)
                i_g, f_g = F.exp(i_t - m_new), F.exp(f_t + m - m_new)
                c, n, m = f_g * c + i_g * F.tanh(z_t), f_g * n + i_g, m_new
            h = F.sigmoid(o_t) * c / n
        return h


Net = SLSTM
