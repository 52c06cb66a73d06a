"""Sparse R-CNN's dynamic instance interaction: each proposal's feature generates the parameters of
two 1x1 convs (`self.dynamic_layer(pro_features)` cut by `parameters[:, :, :self.num_params]` and
`[:, :, self.num_params:]`), applied to the proposal's pooled RoI feature by `F.batch_dot`, LayerNorm
and ReLU after each, the result flattened `features.reshape((features.shape[0], -1))` to one vector
per proposal."""
from mxnet.gluon import nn


INPUTS = [(1, 6, 8), (4, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, hidden_dim=8, dim_dynamic=4, num_dynamic=2, pooler_resolution=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden_dim = hidden_dim
        self.dim_dynamic = dim_dynamic
        self.num_params = hidden_dim * dim_dynamic
        num_output = hidden_dim * pooler_resolution ** 2
        with self.name_scope():
            self.dynamic_layer = nn.Dense(num_dynamic * self.num_params, flatten=False, in_units=hidden_dim)
            self.norm1 = nn.LayerNorm(in_channels=dim_dynamic)
            self.norm2 = nn.LayerNorm(in_channels=hidden_dim)
            self.out_layer = nn.Dense(hidden_dim, in_units=num_output)
            self.norm3 = nn.LayerNorm(in_channels=hidden_dim)

    def hybrid_forward(self, F, pro_features, roi_features):
        """pro_features: (1, N * nr_boxes, d_model); roi_features: (S*S, N * nr_boxes, d_model)"""
        features = roi_features.transpose((1, 0, 2))
        parameters = self.dynamic_layer(pro_features).transpose((1, 0, 2))

        param1 = parameters[:, :, :self.num_params].reshape((-1, self.hidden_dim, self.dim_dynamic))
        param2 = parameters[:, :, self.num_params:].reshape((-1, self.dim_dynamic, self.hidden_dim))

        features = F.relu(self.norm1(F.batch_dot(features, param1)))
        features = F.relu(self.norm2(F.batch_dot(features, param2)))

        features = features.reshape((features.shape[0], -1))
        return F.relu(self.norm3(self.out_layer(features)))
