"""Colour transform by `F.dot` on a channels-last view: (N, 3, H, W) transposed to (N, H, W, 3), multiplied by a constant (3, 3) sepia matrix, transposed back and clipped to [0, 1]."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]

SEPIA = np.array([[0.393, 0.769, 0.189],
                  [0.349, 0.686, 0.168],
                  [0.272, 0.534, 0.131]], dtype="float32")


class Net(HybridBlock):
    def __init__(self, strength=0.7, **kwargs):
        super().__init__(**kwargs)
        self.strength = strength
        with self.name_scope():
            self.sepia = self.params.get_constant("sepia", SEPIA.T)

    def hybrid_forward(self, F, img, sepia):
        img = F.clip(img * 0.5 + 0.5, 0, 1)
        toned = F.transpose(F.dot(F.transpose(img, axes=(0, 2, 3, 1)), sepia), axes=(0, 3, 1, 2))
        return F.clip(self.strength * toned + (1 - self.strength) * img, 0, 1)
