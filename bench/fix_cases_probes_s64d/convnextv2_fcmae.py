"""ConvNeXt V2's fully convolutional masked autoencoder: a random patch mask `(N, L)` (given as input
scores, kept where > 0) reshaped to its square `p = int(L ** 0.5)` from `mask.shape[1]`, upsampled to the
feature size by `repeat(scale, axis)` with `scale = x.shape[2] // p`, the masked pixels zeroed before the
stem (`x * (1 - mask)`), the sparse encoder (masked again after each conv, as sparse convolution emulated
densely), the decoder predicting patches and the loss on the masked patches only."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, patch=4, dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch = patch
        with self.name_scope():
            self.stem = nn.Conv2D(dim, 3, padding=1, in_channels=3)
            self.block = nn.Conv2D(dim, 3, padding=1, in_channels=dim, activation='relu')
            self.pred = nn.Conv2D(3, 1, in_channels=dim)

    def upsample_mask(self, mask, scale):
        p = int(mask.shape[1] ** 0.5)
        mask = mask.reshape((-1, p, p))
        return mask.repeat(scale, axis=1).repeat(scale, axis=2)

    def hybrid_forward(self, F, imgs, noise):
        mask = (noise > 0).astype('float32')
        p = int(mask.shape[1] ** 0.5)
        m = self.upsample_mask(mask, imgs.shape[2] // p).expand_dims(1)
        x = self.stem(imgs * (1 - m))
        x = self.block(x) * (1 - m)
        pred = self.pred(x)
        loss = ((pred - imgs) ** 2).mean(axis=1)
        return (loss * m.squeeze(axis=1)).sum() / (m.sum() + 1e-6)
