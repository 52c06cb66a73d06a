"""SimpleBaseline's flip test: the image flipped along W and run through the same head, the flipped
heatmaps flipped back, left/right joints swapped by the python list of flip pairs (an index built
once in __init__ as `nd.array` and handed to `F.take`), shifted one pixel right as HRNet's
`output_flipped[:, :, :, 1:] = output_flipped[:, :, :, 0:-1]` does (by a concat of the first column
and all but the last), averaged with the plain output `(output + output_flipped) * 0.5`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, num_joints=5, flip_pairs=((1, 2), (3, 4)), shift_heatmap=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.shift_heatmap = shift_heatmap
        order = list(range(num_joints))
        for a, b in flip_pairs:
            order[a], order[b] = order[b], order[a]
        self.flip_index = nd.array(order)
        with self.name_scope():
            self.head = nn.HybridSequential()
            self.head.add(nn.Conv2D(8, 3, padding=1, in_channels=3), nn.Activation('relu'),
                          nn.Conv2D(num_joints, 1, in_channels=8))

    def hybrid_forward(self, F, x):
        output = self.head(x)
        output_flipped = self.head(F.flip(x, axis=3))
        output_flipped = F.flip(output_flipped, axis=3)
        output_flipped = F.take(output_flipped, self.flip_index, axis=1)
        if self.shift_heatmap:
            output_flipped = F.concat(output_flipped[:, :, :, 0:1],
                                      output_flipped[:, :, :, 0:-1], dim=3)
        return (output + output_flipped) * 0.5
