"""A block usable in both modes: `is_np_array()` picks the activation namespace."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import is_np_array

npx.set_np()

INPUTS = [(2, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        act = F.npx.activation if is_np_array() else F.Activation
        return act(x, act_type="softrelu")
