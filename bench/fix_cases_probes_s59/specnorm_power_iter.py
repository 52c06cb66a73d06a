"""A spectrally normalised conv (SNGAN): the weight flattened by `weight.shape[0]`, one power iteration from a held `u` Parameter with `w_mat.T`, sigma as `(u . W v)` summed, the kernel divided by it and handed to F.Convolution."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, cout=4, kernel=3, iterations=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cout, self.kernel, self.iterations = cout, kernel, iterations
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(cout, cin, kernel, kernel))
            self.u = self.params.get('u', shape=(1, cout), init='ones', grad_req='null')

    def hybrid_forward(self, F, x, weight, u):
        w_mat = weight.reshape((weight.shape[0], -1))
        for _ in range(self.iterations):
            v = F.L2Normalization(F.dot(u, w_mat))
            u = F.L2Normalization(F.dot(v, w_mat.T))
        sigma = F.sum(F.dot(u, w_mat) * v)
        w = weight / sigma
        return F.Convolution(x, w, kernel=(self.kernel, self.kernel), num_filter=self.cout,
                             pad=(1, 1), no_bias=True)
