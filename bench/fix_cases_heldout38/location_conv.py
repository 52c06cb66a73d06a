"""A Conv2D subclass from a kernel-compression experiment that reshuffles its own kernel before
convolving (a stored public file, id 21721918871, its repository not named in the store; a second
version of the same class, id 21237748721, was read by an analyzer held-out round -- see
tests/corpus/HELDOUT.md -- but never used as a fix case).  `new_location_conv.hybrid_forward`
receives the Conv2D `weight`, unpacks `Cout, Cin, k1, k2 = weight.shape`, builds a top-3 mask with
`nd.topk(nd.abs(weight).reshape(Cout, Cin, -1), k=3, ret_typ='mask')`, moves it with
`.as_in_context(x.context)`, rolls the nine taps with `temp_weight[:, :, self.reidx]` (a numpy
index array) and calls `nn.Conv2D.hybrid_forward` with the new kernel.  Eagerly it runs;
hybridized `weight.shape` on the Symbol raises AttributeError, and `nd.topk`, `.context` and the
array index have no Symbol meaning.

Source: the stored `new_location_conv` as written (the unused `layers.params` import and the
`__main__` demo left out).  Net: 4 output channels, 3x3 kernel, `in_channels=3`.  Input: a
(2, 3, 6, 6) image batch.
"""
import mxnet.gluon.nn as nn
import numpy as np
from mxnet import nd
import mxnet as mx

INPUTS = [(2, 3, 6, 6)]


class new_location_conv(nn.Conv2D):
    def __init__(self, channels, kernel_size, **kwargs):
        super(new_location_conv, self).__init__(channels, kernel_size, **kwargs)
        self.reidx = (np.arange(9) + 1) % 9

    def hybrid_forward(self, F, x, weight, bias=None):
        Cout, Cin, k1, k2 = weight.shape
        wmask = nd.topk(nd.abs(weight).reshape(Cout, Cin, -1), k=3, ret_typ='mask')
        wmask = (wmask == 0) * 0.1 + wmask
        wmask = wmask.reshape(Cout, Cin, k1, k2).as_in_context(x.context)

        # ratio = 1 - 0.5 * global_param.get_kept_ratio()
        # wmask = np.ones((Cout, Cin, k1 * k2))
        # wmask[:, :, self.mask] = ratio
        # name = self.name + '_weight'
        # global_param.netMask[name] = wmask

        temp_weight = weight.reshape((Cout, Cin, -1))
        new_weight = temp_weight[:, :, self.reidx].reshape(Cout, Cin, k1, k2)
        new_weight = (weight + nd.sign(weight) * nd.abs(new_weight))

        # ratio=0.2 if ratio<0.2 else ratio
        return super(new_location_conv, self).hybrid_forward(F, x, new_weight * wmask, bias)


class Net(new_location_conv):
    def __init__(self):
        super(Net, self).__init__(4, 3, in_channels=3)
