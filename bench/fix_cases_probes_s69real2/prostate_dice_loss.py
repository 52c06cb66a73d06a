"""A 3-D segmentation Dice loss: the integer label map one-hot encoded by `nd.one_hot(label,
depth=2)` (the eager namespace on what is a Symbol once hybridized), transposed to the prediction's
(N, C, D, H, W), then summed per sample.

Source: minhto2802/3d-prostate-segmentation-mxnet utils/losses.py (DiceLoss.hybrid_forward) at
9c6ffcc74949de36c64a6433c8472d102327b7f3; adapted: the class named Net.
"""
from mxnet import gluon, nd


INPUTS = [(2, 2, 3, 4, 4), (2, 3, 4, 4)]


class Net(gluon.loss.Loss):
    """correlation loss"""

    def __init__(self, axis=[0, 1], weight=1., batch_axis=0, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        self._axis = axis
        self._batch_axis = batch_axis
        self.smooth = 1.

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        """Forward"""
        label = nd.one_hot(label, depth=2).transpose((0, 4, 1, 2, 3))
        intersection = F.sum(label * pred, axis=self._axis, exclude=True)
        union = F.sum(label + pred, axis=self._axis, exclude=True)
        dice = (2.0 * F.sum(intersection, axis=1) + self.smooth) / (F.sum(union, axis=1) + self.smooth)
        return -dice
