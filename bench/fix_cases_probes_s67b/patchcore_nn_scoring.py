"""PatchCore's scoring: the patch features of a (B, C, h, w) map flattened to (B * h * w, C), the coreset memory
bank held as an `nd.array` built in `__init__` (a constant, never trained), nearest-neighbour distances by the
expanded `||a||^2 - 2 a b^T + ||b||^2` (plain `+`/`-` over (n, 1), (n, M) and (1, M)), the top-1 (smallest)
distance over the bank, the anomaly map reshaped back to (B, 1, h, w) from the unpacked shape and upsampled
to the image size, and the image score as the map's max."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=5, bank_size=12, image_size=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.image_size = image_size
        rng = np.random.RandomState(7)
        self.memory_bank = nd.array(rng.uniform(-1, 1, size=(bank_size, dim)).astype('float32'))

    def hybrid_forward(self, F, x):
        B, C, h, w = x.shape
        feats = x.transpose((0, 2, 3, 1)).reshape((-1, C))
        a2 = (feats ** 2).sum(axis=1, keepdims=True)
        b2 = (self.memory_bank ** 2).sum(axis=1).reshape((1, -1))
        dist = a2 - 2 * F.dot(feats, self.memory_bank, transpose_b=True) + b2
        scores = F.sqrt(F.relu(dist).min(axis=1))
        amap = scores.reshape((B, 1, h, w))
        amap = F.contrib.BilinearResize2D(amap, height=self.image_size, width=self.image_size)
        image_score = amap.reshape((B, -1)).max(axis=1)
        return amap, image_score
