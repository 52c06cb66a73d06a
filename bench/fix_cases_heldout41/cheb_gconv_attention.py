"""Chebyshev graph convolution with spatial attention from an automated spatio-temporal GNN search
code base (`Gconv`): when a spatial attention map is given, `hybrid_forward(self, F, x, cheb_polys,
spatial_At)` widens it with `nd.repeat(spatial_At, repeats=self.order_of_cheb, axis=-1)` -- the
NDArray operator in hybrid code -- and scales the (N, K*N) Chebyshev polynomials by it,
`cheb_polys * spatial_At`, a (B, N, K*N) map (NDArray `*` broadcasts, Symbol `*` does not), before
`F.batch_dot`. Eagerly it runs; hybridized `nd.repeat` rejects the Symbol (AssertionError).

Source: a public MXNet spatio-temporal graph network code base (find_string id 1337444534; read by an
analyzer held-out round, see tests/corpus/HELDOUT.md, "spatio-temporal modules"; in no fix set),
`Gconv` as written; the module's other layers, the adjacency helpers and the scipy/pearson imports
left out. Net: Chebyshev order 3, 2 -> 5 channels, 4 vertices, batch size 2. Inputs: x (6, 4, 2)
(batch x 3 time steps), the polynomials (4, 12) and an attention map (2, 4, 4).
"""
from mxnet.gluon import HybridBlock
import mxnet.ndarray as nd
from mxnet.gluon import nn

INPUTS = [(6, 4, 2), (4, 12), (2, 4, 4)]


class Gconv(HybridBlock):
    def __init__(self, order_of_cheb, c_in, c_out, num_of_vertices, batch_size, **kwargs):
        super(Gconv, self).__init__(**kwargs)
        self.order_of_cheb = order_of_cheb
        self.c_in = c_in
        self.c_out = c_out
        self.batch_size = batch_size
        self.num_of_vertices = num_of_vertices
        with self.name_scope():
            self.theta = nn.Dense(c_out, activation=None, flatten=False)

    def hybrid_forward(self, F, x, cheb_polys, spatial_At):
        '''
        Parameters
        ----------
        x: nd.array, shape is (batch_size * time_step, num_of_vertices, c_in)

        cheb_polys: nd.array,
                shape is (num_of_vertices, order_of_cheb * num_of_vertices)

        Returns
        ----------
        shape is (batch_size * time_step, num_of_vertices, c_out)
        '''
        if spatial_At is not None:
            spatial_At = nd.repeat(spatial_At, repeats=self.order_of_cheb, axis=-1)
            cheb_polys = cheb_polys * spatial_At
        # (batch_size, time_step * c_in, num_of_vertices)
        x_tmp = x.reshape((self.batch_size, -1, self.num_of_vertices, self.c_in)).transpose((0, 1, 3, 2)).reshape(
            (self.batch_size, -1, self.num_of_vertices))
        # x_tmp = x.transpose((0, 2, 1)).reshape((-1, self.num_of_vertices))
        if spatial_At is not None:
            # (batch_size, c_in, order_of_cheb, num_of_vertices)
            x_mul = F.batch_dot(x_tmp, cheb_polys).reshape((-1, self.c_in, self.order_of_cheb, self.num_of_vertices))
        else:
            x_mul = F.dot(x_tmp, cheb_polys).reshape((-1, self.c_in, self.order_of_cheb, self.num_of_vertices))

        # batch_size, num_of_vertices, c_in * order_of_cheb
        x_ker = x_mul.transpose((0, 3, 1, 2)) \
            .reshape((-1, self.num_of_vertices,
                      self.c_in * self.order_of_cheb))

        x_gconv = self.theta(x_ker)
        return x_gconv


class Net(Gconv):
    def __init__(self):
        super(Net, self).__init__(3, 2, 5, 4, 2)
