"""AdaCos's adaptive scale: the angles `arccos(cos)`, the median target angle and the summed non-target exponentials taken to the host (`.asnumpy()`, `np.median`, `.asscalar()`), the new scale `log(B_avg) / cos(min(pi/4, theta_med))` as a python float."""
import math
import numpy as np
from mxnet.gluon import nn


INPUTS = [(4, 5), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, dim=5, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.classes = classes
        self.s = math.sqrt(2) * math.log(classes - 1)
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(classes, dim))

    def hybrid_forward(self, F, x, label, weight):
        cos = F.dot(F.L2Normalization(x), F.L2Normalization(weight), transpose_b=True)
        cos = F.clip(cos, -1 + 1e-7, 1 - 1e-7)
        theta = F.arccos(cos)
        one_hot = F.one_hot(label, self.classes)
        b_avg = F.where(one_hot < 1, F.exp(self.s * cos), F.zeros_like(cos))
        b_avg = b_avg.sum().asscalar() / x.shape[0]
        theta_med = np.median((theta * one_hot).sum(axis=1).asnumpy())
        s = math.log(b_avg) / math.cos(min(math.pi / 4, theta_med))
        return s * cos
