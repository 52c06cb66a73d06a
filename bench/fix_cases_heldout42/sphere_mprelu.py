"""A per-channel PReLU of a SphereFace network pruned with Grad-CAM: `mPReLU.hybrid_forward(self, F, x,
alpha)` returns `mx.nd.maximum(x,0)+ mx.nd.minimum(alpha*x,0)` -- the NDArray operators in hybrid
code, and `alpha*x` a (1, C, 1, 1) Parameter times an (N, C, H, W) map (NDArray's `*` broadcasts,
Symbol's does not). Eagerly it runs; hybridized `mx.nd.minimum` rejects the Symbol (AssertionError).

Source: a public MXNet SphereFace pruning code base (find_string id 5771335355; read by an analyzer
held-out round, tests/corpus/HELDOUT.md, "SphereFace AngleLinear/AngleLoss/mPReLU"; in no fix set:
the SphereFace cases of sets 8 and 17 are other code bases), `mPReLU` as written; the VGG, Residual,
SphereNet20, AngleLinear and AngleLoss classes, the initializer and the gradcam/pickle/dataset
imports left out. Net: 3 channels, the default initializer. Input (2, 3, 4, 4).
"""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class mPReLU(HybridBlock):
    '''
    modify
     the official prelu
    '''
    def __init__(self, num_units,initializer=None, **kwargs):
        super(mPReLU, self).__init__(**kwargs)
        self.num_units = num_units
        with self.name_scope():
            self.alpha = self.params.get('alpha', shape=(1,num_units,1,1), init=initializer,
                                         grad_req='write')

    def hybrid_forward(self, F, x, alpha):
        return mx.nd.maximum(x,0)+ mx.nd.minimum(alpha*x,0)


class Net(mPReLU):
    def __init__(self):
        super(Net, self).__init__(3)
