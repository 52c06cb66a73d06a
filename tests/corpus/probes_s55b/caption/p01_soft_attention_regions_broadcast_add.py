"""Show-Attend-Tell soft attention: region projections (N, R, A) and the decoder state's projection expanded to (N, 1, A) joined by `F.broadcast_add`, weights by softmax over regions, context by `broadcast_mul` and a sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 5)]


class SoftAttention(HybridBlock):
    def __init__(self, feat_dim=8, hidden=5, att_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.feat_att = nn.Dense(att_dim, flatten=False, in_units=feat_dim)
            self.hid_att = nn.Dense(att_dim, in_units=hidden)
            self.full_att = nn.Dense(1, flatten=False, in_units=att_dim)

    def hybrid_forward(self, F, feats, hidden):
        att1 = self.feat_att(feats)
        att2 = F.expand_dims(self.hid_att(hidden), axis=1)
        scores = self.full_att(F.tanh(F.broadcast_add(att1, att2)))
        alpha = F.softmax(scores, axis=1)
        context = F.sum(F.broadcast_mul(feats, alpha), axis=1)
        return context, F.reshape(alpha, shape=(0, 0))


Net = SoftAttention
