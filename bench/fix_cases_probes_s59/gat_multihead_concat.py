"""Multi-head GAT: all heads' features by one Dense reshaped to (n, heads, f) with `n = h.shape[0]`, each head's scores from `wh[:, i, :]` against its attention vector, heads concatenated in the hidden layer and averaged (`F.stack(...).mean(axis=0)`) in the output layer."""
from mxnet.gluon import nn


INPUTS = [(4, 6), (4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, cin=6, f=3, heads=2, concat=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads, self.f, self.concat = heads, f, concat
        with self.name_scope():
            self.W = nn.Dense(heads * f, in_units=cin, use_bias=False)
            self.att_src = self.params.get('att_src', shape=(heads, f))
            self.att_dst = self.params.get('att_dst', shape=(heads, f))

    def hybrid_forward(self, F, h, adj, att_src, att_dst):
        n = h.shape[0]
        wh = self.W(h).reshape((n, self.heads, self.f))
        outs = []
        for i in range(self.heads):
            whi = wh[:, i, :]
            src = F.dot(whi, att_src[i])
            dst = F.dot(whi, att_dst[i])
            e = F.LeakyReLU(F.broadcast_add(src.expand_dims(1), dst.expand_dims(0)), slope=0.2)
            e = F.where(adj > 0, e, F.ones_like(e) * -1e9)
            outs.append(F.dot(F.softmax(e, axis=-1), whi))
        if self.concat:
            return F.concat(*outs, dim=1)
        return F.stack(*outs).mean(axis=0)
