"""Heatmap MSE with a per-joint visibility weight expanded by reshape codes and `broadcast_like` to the heatmap."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 5), (2, 3, 6, 5), (2, 3)]


class JointsMSELoss(HybridBlock):
    def __init__(self, num_joints=3, use_target_weight=True, **kwargs):
        super().__init__(**kwargs)
        self._use_weight = use_target_weight
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 3, padding=1)

    def hybrid_forward(self, F, feats, target, target_weight):
        pred = self.heat(feats)
        err = F.square(pred - target)
        if self._use_weight:
            w = F.broadcast_like(F.reshape(target_weight > 0, shape=(0, 0, 1, 1)), err)
            err = F.where(w, err, F.zeros_like(err))
        return 0.5 * F.mean(err, axis=(1, 2, 3))


class Net(JointsMSELoss):
    pass
