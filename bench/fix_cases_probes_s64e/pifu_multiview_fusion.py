"""Multi-view PIFu: the per-view point features (B*V, C, N) of the MLP's first stage reshaped to
(B, V, C, N) by `feat.shape[0] // self.num_views` and averaged over the views, an in-image mask of
the normalised xy (`(xy >= -1) * (xy <= 1)`, both coordinates) kept per view and reduced by the
same reshape, the second stage's prediction masked by it."""
from mxnet.gluon import nn


INPUTS = [(4, 6, 5), (4, 2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, num_views=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_views = num_views
        with self.name_scope():
            self.stage1 = nn.Conv1D(8, 1, in_channels=6, activation='relu')
            self.stage2 = nn.Conv1D(1, 1, in_channels=8)

    def hybrid_forward(self, F, feat, xy):
        h = self.stage1(feat)
        bv, c, n = h.shape
        h = h.reshape((bv // self.num_views, self.num_views, c, n)).mean(axis=1)
        in_img = (xy >= -1.0) * (xy <= 1.0)
        in_img = in_img[:, 0, :] * in_img[:, 1, :]
        in_img = in_img.reshape((bv // self.num_views, self.num_views, n)).max(axis=1)
        pred = F.sigmoid(self.stage2(h))
        return in_img.expand_dims(1) * pred
