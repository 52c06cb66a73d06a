"""FixMatch step that skips the unlabeled term when no sample passes the threshold: `if F.sum(mask) > 0:` -- a python `if` on a tensor comparison."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class SkipWhenEmpty(HybridBlock):
    def __init__(self, num_classes=4, threshold=0.5, lambda_u=1.0, **kwargs):
        super(SkipWhenEmpty, self).__init__(**kwargs)
        self._thr, self._lam = threshold, lambda_u
        with self.name_scope():
            self.net = nn.Dense(num_classes, in_units=6, weight_initializer="xavier")

    def hybrid_forward(self, F, weak_x, strong_x):
        probs = F.softmax(F.stop_gradient(self.net(weak_x)), axis=-1)
        mask = F.max(probs, axis=-1) >= self._thr
        loss = F.zeros((1,))
        if F.sum(mask) > 0:
            ce = -F.pick(F.log_softmax(self.net(strong_x)), F.argmax(probs, axis=-1))
            loss = loss + self._lam * F.mean(ce * mask)
        return loss


Net = SkipWhenEmpty
