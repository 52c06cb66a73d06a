"""Decoder initialisation from the mean region feature, computed as `F.sum(feats, axis=1) / feats.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class InitState(HybridBlock):
    def __init__(self, feat_dim=8, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.init_h = nn.Dense(hidden, in_units=feat_dim)
            self.init_c = nn.Dense(hidden, in_units=feat_dim)

    def hybrid_forward(self, F, feats):
        mean_feat = F.sum(feats, axis=1) / feats.shape[1]
        return F.tanh(self.init_h(mean_feat)), F.tanh(self.init_c(mean_feat))


Net = InitState
