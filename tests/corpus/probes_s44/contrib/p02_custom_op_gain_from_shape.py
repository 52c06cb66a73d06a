"""Custom operator whose gain argument is computed from the input's feature count `x.shape[1]`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn


class _Gain(mx.operator.CustomOp):
    def __init__(self, gain):
        super().__init__()
        self._gain = gain

    def forward(self, is_train, req, in_data, out_data, aux):
        self.assign(out_data[0], req[0], in_data[0] * self._gain)

    def backward(self, req, out_grad, in_data, out_data, in_grad, aux):
        self.assign(in_grad[0], req[0], out_grad[0] * self._gain)


@mx.operator.register("s44_gain_shape")
class _GainProp(mx.operator.CustomOpProp):
    def __init__(self, gain="1.0"):
        super().__init__(need_top_grad=True)
        self._gain = float(gain)

    def infer_shape(self, in_shape):
        return in_shape, [in_shape[0]], []

    def create_operator(self, ctx, shapes, dtypes):
        return _Gain(self._gain)


INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, units=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=4)

    def hybrid_forward(self, F, x):
        fan_in = x.shape[1]
        return self.fc(F.Custom(x, gain=fan_in ** -0.5, op_type="s44_gain_shape"))
