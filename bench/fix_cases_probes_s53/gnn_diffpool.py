"""DiffPool layer: a soft cluster assignment pools node features and the adjacency, with the link-prediction loss normalised by the adjacency's element count."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, clusters=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.assign = nn.Dense(clusters, in_units=4, flatten=False)
            self.embed = nn.Dense(4, in_units=4, flatten=False)

    def hybrid_forward(self, F, x, adj):
        s = F.softmax(self.assign(F.batch_dot(adj, x)), axis=-1)
        z = F.relu(self.embed(F.batch_dot(adj, x)))
        x_new = F.batch_dot(s, z, transpose_a=True)
        adj_new = F.batch_dot(F.batch_dot(s, adj, transpose_a=True), s)
        link = F.norm(adj - F.batch_dot(s, s, transpose_b=True)) / adj.size
        return x_new, adj_new, link
