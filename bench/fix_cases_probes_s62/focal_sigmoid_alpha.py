"""RetinaNet's sigmoid focal loss as GluonCV writes it: class ids 0 (background) .. C one-hot encoded
over the C foreground classes, `pt` and the alpha-balanced weight by `F.where`, the loss summed per
image by `loss.reshape((pred.shape[0], -1)).sum(axis=1)` and normalised by the positive anchors
counted on the host: `num_pos = max(float((cls > 0).sum().asscalar()), 1.0)`."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, num_class=3, alpha=0.25, gamma=2.0, eps=1e-12, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._num_class = num_class
        self._alpha = alpha
        self._gamma = gamma
        self._eps = eps

    def hybrid_forward(self, F, pred, label):
        cls = F.round(F.abs(label) * self._num_class)
        target = F.one_hot(cls - 1, self._num_class)
        p = F.sigmoid(pred)
        pt = F.where(target > 0.5, p, 1 - p)
        alpha = F.where(target > 0.5, F.ones_like(p) * self._alpha, F.ones_like(p) * (1 - self._alpha))
        loss = -alpha * ((1 - pt) ** self._gamma) * F.log(F.minimum(pt + self._eps, 1))
        loss = loss.reshape((pred.shape[0], -1)).sum(axis=1)
        num_pos = max(float((cls > 0).sum().asscalar()), 1.0)
        return loss / num_pos
