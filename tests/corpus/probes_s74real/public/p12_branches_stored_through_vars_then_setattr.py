"""Adapted from Monk (monk_gluon_cpu 0.0.1, monk/gluon/models/layers.py, addBlock): branch bodies created
as `vars(self)["body" + str(i)]` (bypassing Block.__setattr__), registered afterwards with `setattr`,
and summed in hybrid code through the same `vars(self)[...]` lookup."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5, 5)]


class AddBlock(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        branches = [[nn.Conv2D(4, 1)], [nn.Conv2D(4, 3, padding=1), nn.Activation('relu')]]
        self.child_names = []
        with self.name_scope():
            for i in range(len(branches)):
                vars(self)["body" + str(i)] = nn.HybridSequential(prefix='')
                for j in range(len(branches[i])):
                    vars(self)["body" + str(i)].add(branches[i][j])
                self.child_names.append("body" + str(i))
        for i, child in enumerate(self.child_names):
            setattr(self, 'body{0}'.format(i), vars(self)["body" + str(i)])

    def hybrid_forward(self, F, x):
        for i in range(len(self.child_names)):
            if i == 0:
                y = vars(self)["body" + str(i)](x)
            else:
                y = y + vars(self)["body" + str(i)](x)
        return y


Net = AddBlock
