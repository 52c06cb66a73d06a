"""MAE's reconstruction loss: images patchified by `h = w = imgs.shape[2] // p` into a 6-axis reshape and transpose, the target normalised per patch by its mean and variance with `keepdims=True`, the squared error averaged per patch and summed over the masked patches only."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 4, 12), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, patch=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch = patch

    def hybrid_forward(self, F, imgs, pred, mask):
        p = self.patch
        h = w = imgs.shape[2] // p
        x = imgs.reshape((imgs.shape[0], 3, h, p, w, p))
        x = F.transpose(x, axes=(0, 2, 4, 3, 5, 1))
        target = x.reshape((imgs.shape[0], h * w, p * p * 3))
        mean = target.mean(axis=-1, keepdims=True)
        var = ((target - mean) ** 2).mean(axis=-1, keepdims=True)
        target = (target - mean) / (var + 1e-6) ** 0.5
        loss = ((pred - target) ** 2).mean(axis=-1)
        mask = mask > 0
        return (loss * mask).sum() / mask.sum()
