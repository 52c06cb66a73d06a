"""Point-cloud learning (PointCNN): the neighbourhood step of an X-Conv layer.  Each query point's
k nearest input points are found (`knn_indices_general`: distances query-to-point, `topk`, a
batch-index plane from `F.arange(batch_size)`), then `sort_points` orders every neighbourhood by
distance from its centroid ('l2'), gathering with index planes built from `F.arange` of the
batch size and the point count and `topk` over `k`.  All sizes come from the project's
`get_shape` helper (`x.shape` for an NDArray, `infer_shape_partial()` of a Symbol), which after
hybridize() is `()`, so the first size read raises IndexError.

Source: chinakook/PointCNN.MX @ e3f95ace61 (MXNet Gluon port of PointCNN), pointcnn.py, classes
`batch_distance_matrix_general`, `knn_indices_general` and `sort_points` (its 'cxyz' branch, which
uses `F.Variable`, left out), and mxutils.py's `get_shape`, unchanged; the two called in sequence
as `xconv.hybrid_forward` calls them (`indices = self.kig(qrs, pts)`, then
`self.sort_points(pts, indices)`).  k 3.  Inputs: 2 clouds of 6 points, 4 query points each:
points (2, 6, 3), queries (2, 4, 3).
"""
import mxnet as mx
import mxnet.gluon.nn as nn

INPUTS = [(2, 6, 3), (2, 4, 3)]


def get_shape(x):
    if isinstance(x, mx.nd.NDArray):
        return x.shape
    elif isinstance(x, mx.symbol.Symbol):
        _,x_shape,_=x.infer_shape_partial()
        return x_shape[0] 


# A shape is (N, P_A, C), B shape is (N, P_B, C)
# D shape is (N, P_A, P_B)
class batch_distance_matrix_general(nn.HybridBlock):
    def __init__(self):
        super(batch_distance_matrix_general, self).__init__()
    def hybrid_forward(self, F, A, B):
        r_A = F.sum(A * A, axis=2, keepdims=True)
        r_B = F.sum(B * B, axis=2, keepdims=True)
        m = F.batch_dot(A, F.transpose(B, axes=(0, 2, 1)))
        D = F.broadcast_add(F.broadcast_sub(r_A, 2 * m), F.transpose(r_B, axes=(0, 2, 1)))
        return D

# return shape is (2, N, P, K)
class knn_indices_general(nn.HybridBlock):
    def __init__(self, k, sort=True):
        super(knn_indices_general, self).__init__()
        self.k = k
        self.sort = sort
        self.batch_distance_matrix_general = batch_distance_matrix_general()
    def hybrid_forward(self, F, queries, points):
        queries_shape = get_shape(queries)
        batch_size = queries_shape[0]
        point_num = queries_shape[1]

        D = self.batch_distance_matrix_general(queries, points)

        sorttype = False if self.sort else True
        point_indices = F.topk(-D, axis=-1, k=self.k, ret_typ='indices', is_ascend=sorttype)  # (N, P, K)
        batch_indices = F.tile(F.reshape(F.arange(batch_size), (1, -1, 1, 1)), (1, 1, point_num, self.k))
        indices = F.concat(batch_indices, F.expand_dims(point_indices, axis=0), dim=0)
        return indices

# indices is (2, N, P, K)
# return shape is (2, N, P, K)
class sort_points(nn.HybridBlock):
    def __init__(self, sorting_method):
        super(sort_points, self).__init__()
        self.sorting_method = sorting_method
        if self.sorting_method == 'l2':
            pass
        else:
            print('Unknown sorting method!')
            exit()        
        
    def hybrid_forward(self, F, points, indices):
        indices_shape = get_shape(indices)
        batch_size = indices_shape[1]
        point_num = indices_shape[2]
        k = indices_shape[3]

        nn_pts = F.gather_nd(points, indices)  # (N, P, K, 3)
        if self.sorting_method == 'l2':
            nn_pts_center = F.mean(nn_pts, axis=2, keepdims=True)  # (N, P, 1, 3)
            nn_pts_local = F.broadcast_sub(nn_pts, nn_pts_center)  # (N, P, K, 3)
            #sorting_data = norm(nn_pts_local, axis=-1, keep_dims=False)  # (N, P, K)
            sorting_data = F.sqrt(F.sum(F.multiply(nn_pts_local, nn_pts_local),axis=-1, keepdims=False))

        k_indices = F.topk(sorting_data, axis=-1, k=k, ret_typ='indices', is_ascend=False)  # (N, P, K)
        batch_indices = F.tile(F.reshape(F.arange(batch_size), (1,-1, 1, 1)), (1, 1, point_num, k))
        point_indices = F.tile(F.reshape(F.arange(point_num), (1, 1, -1, 1)), (1, batch_size, 1, k))
        k_indices_4d = F.expand_dims(k_indices, axis=0)
        sorting_indices = F.concat(batch_indices, point_indices, k_indices_4d, dim=0)  # (N, P, K, 3)
        return F.transpose(F.gather_nd(F.transpose(indices, axes=(1,2,3,0)), sorting_indices), axes=(3,0,1,2))


class Net(nn.HybridBlock):
    def __init__(self):
        super(Net, self).__init__()
        self.kig = knn_indices_general(3, False)
        self.sort_points = sort_points('l2')

    def hybrid_forward(self, F, pts, qrs):
        indices = self.kig(qrs, pts)
        return self.sort_points(pts, indices)
