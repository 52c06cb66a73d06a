"""Gram matrix of a style-transfer network through a registered custom operator, called as
`mx.nd.Custom(x, op_type='gram_matrix')` in hybrid_forward: the eager namespace, so hybridize() hands
a Symbol to an NDArray function (a user's attempt to export the MXNet neural-style example as a
symbol graph, apache/mxnet#9813).

Source: a public fork of the MXNet style-transfer example found with find_string (id 30742707488,
"(self, F, x):\n        return mx.nd."), the `gram_matrix` CustomOp, its `GramProp` registration and
the `GramMatrix` block unchanged; the block is renamed `Net` and the rest of the file (the MSG-Net
generator, Inspiration, Vgg16) is left out. Input: a (2, 3, 4, 5) feature map.
"""
import mxnet as mx
from mxnet.gluon import HybridBlock
import mxnet.ndarray as F

INPUTS = [(2, 3, 4, 5)]


class gram_matrix(mx.operator.CustomOp):
    def forward(self, is_train, req, in_data, out_data, aux):
        x = in_data[0]
        _, ch, h, w = x.shape
        features = x.reshape((0, 0, -1))
        y = F.batch_dot(features, features, transpose_b=True) / (ch * h * w)
        self.assign(out_data[0], req[0], y)

    def backward(self, req, out_grad, in_data, out_data, in_grad, aux):
        dy = out_grad[0]
        x = in_data[0]
        _, ch, h, w = x.shape
        features = x.reshape((0, 0, -1))
        dx = F.batch_dot(dy, features) + F.batch_dot(dy, features, transpose_a=True)
        dx = dx.view(0, 0, h, w)  / (ch * h * w)
        self.assign(in_grad[0], req[0], dx)


@mx.operator.register("gram_matrix")
class GramProp(mx.operator.CustomOpProp):
    def list_arguments(self):
        return ['data']

    def infer_shape(self, in_shapes):
        data_shape = in_shapes[0]
        output_shape = (data_shape[0], data_shape[1], data_shape[1])
        return (data_shape, ), (output_shape,), ()

    def create_operator(self, ctx, in_shapes, in_dtypes):
        return gram_matrix()


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return mx.nd.Custom(x, op_type='gram_matrix')
