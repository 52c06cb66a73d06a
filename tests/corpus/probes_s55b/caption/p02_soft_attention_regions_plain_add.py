"""Show-Attend-Tell soft attention written as in the PyTorch port: `att1 + att2.expand_dims(1)` with the plain `+` on (N, R, A) and (N, 1, A)."""
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
        att2 = self.hid_att(hidden)
        scores = self.full_att(F.relu(att1 + att2.expand_dims(1)))
        alpha = F.softmax(scores, axis=1)
        return F.sum(F.broadcast_mul(feats, alpha), axis=1)


Net = SoftAttention
