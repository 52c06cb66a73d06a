"""Gated convolution of a coarse inpainting stage: a ones channel of the input's batch and size appended with the mask, feature times sigmoid gate, and the prediction composited into the holes with a 1-channel mask against 3 channels."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5), (2, 1, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.feat = nn.Conv2D(3, 3, padding=1, in_channels=5)
            self.gate = nn.Conv2D(3, 3, padding=1, in_channels=5)

    def hybrid_forward(self, F, img, mask):
        mask = (mask > 0).astype('float32')
        ones = F.ones((img.shape[0], 1, img.shape[2], img.shape[3]))
        x = F.concat(img * (1 - mask), ones, mask, dim=1)
        out = F.tanh(self.feat(x)) * F.sigmoid(self.gate(x))
        return img * (1 - mask) + out * mask
