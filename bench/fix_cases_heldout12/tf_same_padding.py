"""apache/mxnet#18345 (https://github.com/apache/mxnet/issues/18345): "how to hybridize this code":
`height, width = x.shape[2:]` in calc_tf_padding, called as the pad_width of F.pad."""
import math

from mxnet.gluon import nn

INPUTS = [(1, 2, 5, 5)]


def calc_tf_padding(x,
                    kernel_size,
                    strides=1,
                    dilation=1):
    """
    Calculate TF-same like padding size.
    """
    height, width = x.shape[2:]
    oh = math.ceil(height / strides)
    ow = math.ceil(width / strides)
    pad_h = max((oh - 1) * strides + (kernel_size - 1) * dilation + 1 - height, 0)
    pad_w = max((ow - 1) * strides + (kernel_size - 1) * dilation + 1 - width, 0)
    return 0, 0, 0, 0, pad_h // 2, pad_h - pad_h // 2, pad_w // 2, pad_w - pad_w // 2


class Net(nn.HybridBlock):
    def __init__(self):
        super(Net, self).__init__()
        with self.name_scope():
            self.conv = nn.Conv2D(2, kernel_size=3)

    def hybrid_forward(self, F, x):
        x = F.pad(x, mode="constant", pad_width=calc_tf_padding(x, kernel_size=3), constant_value=0)
        return self.conv(x)
