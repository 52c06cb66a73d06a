"""StacyYang/MXNet-Gluon-Style-Transfer#2 (https://github.com/StacyYang/MXNet-Gluon-Style-Transfer/issues/2),
"Hybrid and hybrid forward" ("I am stuck on Inspiration(HybridBlock)"), and apache/mxnet#8537 (the same
conversion of the MXNet neural-style example): the MSG-Net Inspiration layer made a HybridBlock reads
`X.shape` three times and multiplies by the target Gram matrix it holds as an NDArray.

Source: apache/mxnet example/gluon/style_transfer/net.py (find_string id 526927266), class
`Inspiration`: converted the way both threads describe, `Block` -> `HybridBlock`, `forward(self, X)`
-> `hybrid_forward(self, F, X, weight)` and `self.weight.data()` -> `weight`, the rest unchanged
(module-level `F` is `mxnet.ndarray`, shadowed inside hybrid_forward).  `Net` builds it with C=4 and
sets a fixed target, as the example's `Net.set_target` does before any forward (there the target is
the style image's Gram matrix; here a constant so that two builds hold the same target).
"""
import mxnet as mx
from mxnet.gluon import HybridBlock
import mxnet.ndarray as F

INPUTS = [(2, 4, 3, 5)]


class Inspiration(HybridBlock):
    """ Inspiration Layer (from MSG-Net paper)
    tuning the featuremap with target Gram Matrix
    ref https://arxiv.org/abs/1703.06953
    """
    def __init__(self, C, B=1):
        super(Inspiration, self).__init__()
        # B is equal to 1 or input mini_batch
        self.C = C
        self.weight = self.params.get('weight', shape=(1,C,C),
                                      init=mx.initializer.Uniform(),
                                      allow_deferred_init=True)
        self.gram = F.random.uniform(shape=(B, C, C))

    def set_target(self, target):
        self.gram = target

    def hybrid_forward(self, F, X, weight):
        # input X is a 3D feature map
        self.P = F.batch_dot(F.broadcast_to(weight, shape=(self.gram.shape)), self.gram)
        return F.batch_dot(F.SwapAxis(self.P,1,2).broadcast_to((X.shape[0], self.C, self.C)), X.reshape((0,0,X.shape[2]*X.shape[3]))).reshape(X.shape)


class Net(Inspiration):
    def __init__(self):
        super(Net, self).__init__(4)
        self.set_target(mx.nd.arange(16).reshape((1, 4, 4)) / 16.0)
