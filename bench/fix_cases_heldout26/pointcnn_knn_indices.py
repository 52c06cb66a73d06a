"""Point-cloud learning (PointCNN): the k-nearest-neighbour index block.  Pairwise squared
distances of the points come from a child block; `topk` picks each point's k nearest, and a
batch-index plane built with `F.arange(batch_size)` tiled over `point_num` points is stacked on
them for `gather_nd`.  Both sizes come from the project's `get_shape` helper, which returns
`x.shape` for an NDArray and `infer_shape_partial()` of a Symbol, which after hybridize() (input
variables declared without shapes) is `()`, so `points_shape[0]` raises IndexError.

Source: chinakook/PointCNN.MX @ e3f95ace61 (MXNet Gluon port of PointCNN), pointcnn.py, classes
`knn_indices` and `batch_distance_matrix`, and mxutils.py's `get_shape`, unchanged.  k 3.
Input: a batch of 2 clouds of 6 points in 3-D: (2, 6, 3).
"""
import mxnet as mx
import mxnet.gluon.nn as nn

INPUTS = [(2, 6, 3)]


def get_shape(x):
    if isinstance(x, mx.nd.NDArray):
        return x.shape
    elif isinstance(x, mx.symbol.Symbol):
        _,x_shape,_=x.infer_shape_partial()
        return x_shape[0] 


# A shape is (N, P, C)
class batch_distance_matrix(nn.HybridBlock):
    def __init__(self):
        super(batch_distance_matrix, self).__init__()
    def hybrid_forward(self, F, A):
        r = F.sum(A * A, axis=2, keepdims=True)
        m = F.batch_dot(A, F.transpose(A, axes=(0, 2, 1)))
        D = F.broadcast_add(F.broadcast_sub(r, 2 * m), F.transpose(r, axes=(0, 2, 1)))
        return D

# return shape is (2, N, P, K)
class knn_indices(nn.HybridBlock):
    def __init__(self, k, sort=True):
        super(knn_indices, self).__init__()
        self.k = k
        self.sort = sort
        self.batch_distance_matrix = batch_distance_matrix()
    def hybrid_forward(self, F, points):
        points_shape = get_shape(points)
        batch_size = points_shape[0]
        point_num = points_shape[1]

        D = self.batch_distance_matrix(points)

        sorttype = False if self.sort else None
        point_indices = F.topk(-D, axis=-1, k=self.k, ret_typ='indices', is_ascend=sorttype)
        batch_indices = F.tile(F.reshape(F.arange(batch_size), (1, -1, 1, 1)), (1, 1, point_num, self.k))
        indices = F.concat(batch_indices, F.expand_dims(point_indices, axis=0), dim=0)
        return indices


class Net(knn_indices):
    def __init__(self):
        super(Net, self).__init__(3)
