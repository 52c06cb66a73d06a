"""FixMatch total loss `Lx + lambda_u * Lu`: the unlabeled logits of both views computed in one call and cut in two by `F.split(num_outputs=2, axis=0)` unpacked into weak/strong; the python `lambda_u` and threshold from the constructor; labels given as a float row mapped to ids."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2,), (8, 6)]


class TotalLoss(HybridBlock):
    def __init__(self, num_classes=4, lambda_u=1.0, threshold=0.5, **kwargs):
        super(TotalLoss, self).__init__(**kwargs)
        self._c, self._lam, self._thr = num_classes, lambda_u, threshold
        with self.name_scope():
            self.net = nn.Dense(num_classes, in_units=6, weight_initializer="xavier")

    def hybrid_forward(self, F, x_l, y_raw, x_u):
        y = F.floor((y_raw + 1) * 0.5 * (self._c - 1e-3))
        loss_x = -F.mean(F.pick(F.log_softmax(self.net(x_l)), y))
        weak, strong = F.split(self.net(x_u), num_outputs=2, axis=0)
        probs = F.softmax(F.stop_gradient(weak))
        mask = F.max(probs, axis=-1) >= self._thr
        loss_u = F.mean(-F.pick(F.log_softmax(strong), F.argmax(probs, axis=-1)) * mask)
        return loss_x + self._lam * loss_u


Net = TotalLoss
