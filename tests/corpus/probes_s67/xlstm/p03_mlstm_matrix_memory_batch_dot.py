"""mLSTM: matrix memory C_t = f C_{t-1} + i v_t k_t^T by `batch_dot` outer products, normaliser
n_t = f n + i k_t, readout h = C q / max(|n^T q|, 1) by `broadcast_div`; scalar gates per sample
(B, 1, 1) spread by `broadcast_mul`, the loop over the configured steps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class MLSTM(HybridBlock):
    def __init__(self, d=4, steps=4, **kwargs):
        super().__init__(**kwargs)
        self.d, self.steps = d, steps
        with self.name_scope():
            self.qkv = nn.Dense(3 * d, flatten=False)
            self.gates = nn.Dense(2, flatten=False)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        k = k / (self.d ** 0.5)
        g = self.gates(x)
        C = n = None
        hs = []
        for t in range(self.steps):
            q_t, k_t, v_t, g_t = [F.slice_axis(a, axis=1, begin=t, end=t + 1).reshape((0, -1)) for a in (q, k, v, g)]
            i_g, f_g = F.split(g_t, num_outputs=2, axis=-1)
            i_g, f_g = F.exp(F.clip(i_g, -5, 5)), F.sigmoid(f_g)
            vk = F.batch_dot(v_t.expand_dims(2), k_t.expand_dims(1))
            upd_C = F.broadcast_mul(i_g.expand_dims(2), vk)
            upd_n = F.broadcast_mul(i_g, k_t)
            if C is None:
                C, n = upd_C, upd_n
            else:
                C = F.broadcast_mul(f_g.expand_dims(2), C) + upd_C
                n = F.broadcast_mul(f_g, n) + upd_n
            num = F.batch_dot(C, q_t.expand_dims(2))
            den = F.maximum(F.abs(F.batch_dot(n.expand_dims(1), q_t.expand_dims(2))), 1.0)
            hs.append(F.broadcast_div(num, den).reshape((0, -1)))
        return F.stack(*hs, axis=1)


Net = MLSTM
