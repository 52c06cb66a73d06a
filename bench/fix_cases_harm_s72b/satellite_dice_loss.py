"""smarthi/satellite-images (mirror HEAD), segmentation/train_segmentation.py DiceLoss: `nd.concatenate`
and `nd.sum` in hybrid code, reduction axes `tuple(range(2, len(pred.shape)))`. Net makes the label
binary (N, 1, H, W) and the prediction a 2-channel softmax, and calls the loss."""
import mxnet.ndarray as nd
from mxnet.gluon import nn
from mxnet.gluon.loss import Loss

INPUTS = [(2, 1, 4, 4), (2, 2, 4, 4)]


class DiceLoss(Loss):
    def __init__(self, eps=1e-7, _weight = None, _batch_axis= 0, **kwards):
        Loss.__init__(self, weight=_weight, batch_axis=_batch_axis, **kwards)
        self.eps = eps

    def hybrid_forward(self, F, label, pred):
        # One-hot encode the label
        label = nd.concatenate([label != 1, label], axis=1)

        axes = tuple(range(2, len(pred.shape)))
        intersect = nd.sum(pred * label, axis=axes)
        denom = nd.sum(pred + label, axis=axes)
        return - (2. * intersect / (denom + self.eps)).mean(axis=1)


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.loss = DiceLoss()

    def hybrid_forward(self, F, label, pred):
        return self.loss(label > 0, F.softmax(pred, axis=1))
