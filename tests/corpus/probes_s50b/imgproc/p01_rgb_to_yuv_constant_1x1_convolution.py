"""RGB to YUV conversion as a 1x1 convolution whose (3, 3, 1, 1) weight is the BT.601 matrix held by `get_constant`, followed by a small conv on the luma/chroma planes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]

RGB2YUV = np.array([[0.299, 0.587, 0.114],
                    [-0.14713, -0.28886, 0.436],
                    [0.615, -0.51499, -0.10001]], dtype="float32")


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.to_yuv = self.params.get_constant("to_yuv", RGB2YUV.reshape(3, 3, 1, 1))
            self.body = nn.Conv2D(channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, rgb, to_yuv):
        yuv = F.Convolution(rgb, to_yuv, kernel=(1, 1), num_filter=3, no_bias=True)
        return self.body(yuv)
