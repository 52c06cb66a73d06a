"""PNA's degree scalers and towers: the features cut into towers `h[:, :, t * d:(t + 1) * d]` with
`d = h.shape[-1] // self.towers`, each tower aggregating its messages (mean and max) and scaling
them by amplification log(d + 1) / delta and attenuation delta / log(d + 1), delta the average log
degree of the training graphs computed from a degree histogram; the towers mixed by a Dense and
added back when the widths agree (`if h.shape[-1] == out.shape[-1]`)."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 6, 8), (2, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, towers=2, deg_hist=(0, 3, 10, 6, 1), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.towers = towers
        hist = np.asarray(deg_hist, dtype='float64')
        bins = np.arange(len(hist))
        self.avg_d_log = float((np.log(bins + 1) * hist).sum() / hist.sum())
        d_tower = dim // towers
        with self.name_scope():
            self.pre = nn.HybridSequential()
            self.post = nn.HybridSequential()
            for _ in range(towers):
                self.pre.add(nn.Dense(d_tower, flatten=False, in_units=d_tower))
                self.post.add(nn.Dense(d_tower, flatten=False, in_units=7 * d_tower))
            self.mixing = nn.Dense(dim, flatten=False, in_units=dim, activation='relu')

    def hybrid_forward(self, F, h, adj):
        adj = adj > 0
        deg = F.maximum(adj.sum(axis=-1, keepdims=True), 1)
        log_d = F.log(deg + 1)
        d_tower = h.shape[-1] // self.towers
        outs = []
        for t in range(self.towers):
            ht = h[:, :, t * d_tower:(t + 1) * d_tower]
            msg = self.pre[t](ht)
            mean = F.broadcast_div(F.batch_dot(adj, msg), deg)
            mx = F.max(F.broadcast_add(msg.expand_dims(1), (adj.expand_dims(-1) - 1) * 1e9), axis=2)
            agg = F.concat(mean, mx, dim=-1)
            amplification = F.broadcast_mul(agg, log_d / self.avg_d_log)
            attenuation = F.broadcast_mul(agg, self.avg_d_log / log_d)
            outs.append(self.post[t](F.concat(ht, agg, amplification, attenuation, dim=-1)))
        out = self.mixing(F.concat(*outs, dim=-1))
        if h.shape[-1] == out.shape[-1]:
            out = out + h
        return out
