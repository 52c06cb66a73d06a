"""A three-output custom operator iterated in a comprehension and summed."""
import mxnet as mx
from mxnet.gluon import HybridBlock


class _Three(mx.operator.CustomOp):
    def forward(self, is_train, req, in_data, out_data, aux):
        for i in range(3):
            self.assign(out_data[i], req[i], in_data[0] * (i + 1))

    def backward(self, req, out_grad, in_data, out_data, in_grad, aux):
        self.assign(in_grad[0], req[0], out_grad[0] + 2 * out_grad[1] + 3 * out_grad[2])


@mx.operator.register("s42_three_iter")
class _ThreeProp(mx.operator.CustomOpProp):
    def list_outputs(self):
        return ["a", "b", "c"]

    def infer_shape(self, in_shape):
        return in_shape, [in_shape[0]] * 3, []

    def create_operator(self, ctx, shapes, dtypes):
        return _Three()


INPUTS = [(2, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        parts = [F.relu(p) for p in F.Custom(x, op_type="s42_three_iter")]
        return F.add_n(*parts)
