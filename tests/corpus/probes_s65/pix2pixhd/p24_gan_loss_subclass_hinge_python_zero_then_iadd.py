"""pix2pixHD GANLoss hierarchy: the base block sums a per-scale term over the discriminators' outputs with `loss = 0` then `loss += self.term(F, p, target_is_real)`; a `HingeLoss` subclass overrides `term` with `if target_is_real:` on a python bool. Written as legal (the first `+=` on the python int 0 rebinds it to a Symbol sum, int has no in-place add), recorded illegal and kept as an illegal probe: from the second scale on `loss` is a Symbol and `+=` raises."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class GANLoss(HybridBlock):
    def __init__(self, num_D=2, target_is_real=True, **kwargs):
        super(GANLoss, self).__init__(**kwargs)
        self._real = target_is_real
        with self.name_scope():
            self.ds = nn.HybridSequential()
            for _ in range(num_D):
                self.ds.add(nn.Conv2D(1, 4, strides=2, padding=1, in_channels=3))

    def term(self, F, p, target_is_real):
        return F.mean(F.square(p - (1.0 if target_is_real else 0.0)))

    def hybrid_forward(self, F, x):
        loss = 0
        for d in self.ds:
            loss += self.term(F, d(x), self._real)
            x = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type="avg")
        return loss


class HingeLoss(GANLoss):
    def term(self, F, p, target_is_real):
        if target_is_real:
            return F.mean(F.relu(1 - p))
        return F.mean(F.relu(1 + p))


Net = HingeLoss
