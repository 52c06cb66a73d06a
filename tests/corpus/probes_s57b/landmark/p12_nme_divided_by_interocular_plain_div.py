"""Normalised mean error: per-landmark distances (B, K) divided by the inter-ocular distance (B, 1) by a plain `/`; landmarks from a Dense reshaped to (B, K, 2)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16), (2, 5, 2)]


class NMELoss(HybridBlock):
    def __init__(self, num_points=5, left_eye=0, right_eye=1, **kwargs):
        super(NMELoss, self).__init__(**kwargs)
        self.left_eye = left_eye
        self.right_eye = right_eye
        with self.name_scope():
            self.regress = nn.Dense(2 * num_points, in_units=16)

    def hybrid_forward(self, F, feats, gt):
        pred = self.regress(feats).reshape((0, -1, 2))
        dist = F.norm(pred - gt, axis=-1)
        left = F.slice_axis(gt, axis=1, begin=self.left_eye, end=self.left_eye + 1)
        right = F.slice_axis(gt, axis=1, begin=self.right_eye, end=self.right_eye + 1)
        iod = F.norm(left - right, axis=-1)
        return (dist / (iod + 1e-6)).mean(axis=1)


Net = NMELoss
