"""DAB-DETR's decoder loop with iterative anchor refinement: each layer's output goes through the
shared bbox_embed MLP, whose 4 offsets are added to the inverse sigmoid of the current reference
boxes (`tmp[:, :, :4] += inverse_sigmoid(reference_points)`), the refined boxes are the sigmoid of
that and become the next layer's references (detached); the references of every layer stacked."""
from mxnet.gluon import nn


INPUTS = [(5, 2, 8), (5, 2, 4)]


def inverse_sigmoid(x, eps=1e-3):
    x = x.clip(0, 1)
    x1 = x.clip(eps, 1)
    x2 = (1 - x).clip(eps, 1)
    return (x1 / x2).log()


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, num_layers=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(num_layers):
                self.layers.add(nn.Dense(d_model, in_units=d_model, flatten=False,
                                         activation='relu'))
            self.bbox_embed = nn.HybridSequential()
            self.bbox_embed.add(nn.Dense(d_model, in_units=d_model, flatten=False,
                                         activation='relu'),
                                nn.Dense(6, in_units=d_model, flatten=False))

    def hybrid_forward(self, F, tgt, refpoints_unsigmoid):
        reference_points = F.sigmoid(refpoints_unsigmoid)
        ref_points = [reference_points]
        output = tgt
        for layer_id in range(len(self.layers)):
            output = self.layers[layer_id](output)
            tmp = self.bbox_embed(output)
            tmp[:, :, :4] += inverse_sigmoid(reference_points)
            new_reference_points = F.sigmoid(tmp[:, :, :4])
            if layer_id != len(self.layers) - 1:
                ref_points.append(new_reference_points)
            reference_points = F.stop_gradient(new_reference_points)
        return output, F.stack(*ref_points, axis=0)
