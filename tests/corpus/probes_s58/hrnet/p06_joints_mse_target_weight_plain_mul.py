"""HRNet JointsMSELoss: predictions and targets flattened per joint by `reshape((0, 0, -1))`, each multiplied by the (N, K) joint weights lifted by `expand_dims(axis=2)` with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 4, 8, 8), (2, 4)]


class JointsMSELoss(HybridBlock):
    def __init__(self, joints=4, **kwargs):
        super(JointsMSELoss, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(joints, 1)

    def hybrid_forward(self, F, x, target, target_weight):
        pred = self.head(x).reshape((0, 0, -1))
        gt = target.reshape((0, 0, -1))
        w = target_weight.expand_dims(axis=2)
        diff = pred * w - gt * w
        return 0.5 * F.mean(F.square(diff))


Net = JointsMSELoss
